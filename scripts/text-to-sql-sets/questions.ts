/**
 * The question shapes of the generated databases: for each entity and for the events joining them, questions in
 * plain words with a gold query in Spider's style (uppercase keywords, `T1`/`T2` aliases on joins, strings in
 * double quotes). Each shape has a few wordings; the generator picks one per database, measures each gold's
 * hardness with the project's own rule, and keeps a balanced share of each level.
 */
import type { Column, Domain, Entity } from "./domain.js";

/** One generated question; `tie`, for a gold ending in LIMIT, returns the first two sort keys (must differ). */
export interface Candidate {
  shape: string;
  question: string;
  query: string;
  tie?: string;
}

/** The literals a database's questions compare with: a category value, and a threshold some rows pass. */
export interface Literals {
  value(table: string, column: Column, nth: number): string;
  threshold(table: string, column: Column): number;
}

type Choose = <T>(options: readonly T[]) => T;

const q = (s: string) => `"${s}"`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A label's plural in plain English: "class" → "classes", "county" → "counties", "species" stays. */
export const plural = (s: string) =>
  /(species|series)$/.test(s)
    ? s
    : /(s|x|ch|sh)$/.test(s)
      ? `${s}es`
      : /[^aeiou]y$/.test(s)
        ? `${s.slice(0, -1)}ies`
        : `${s}s`;
/** The indefinite article before a word: "an outing", "a hire". */
const a = (s: string) => `${/^[aeiou]/i.test(s) ? "an" : "a"} ${s}`;

/** Every candidate question of one database, in a fixed order; `choose` picks each shape's wording. */
export function candidates(d: Domain, lit: Literals, choose: Choose): Candidate[] {
  return [
    ...entityQuestions(d.a, lit, choose),
    ...entityQuestions(d.b, lit, choose),
    ...eventQuestions(d, lit, choose),
    ...joinQuestions(d, d.a, lit, choose),
    ...joinQuestions(d, d.b, lit, choose),
  ];
}

function entityQuestions(x: Entity, lit: Literals, choose: Choose): Candidate[] {
  const { table: t, name, category: c } = x;
  const n = name.name;
  const v = lit.value(t, c, 0);
  const w = lit.value(t, c, 1);
  const out: Candidate[] = [
    {
      shape: "count",
      question: choose([
        `How many ${x.many} are on record?`,
        `What is the total number of ${x.many} recorded?`,
      ]),
      query: `SELECT count(*) FROM ${t}`,
    },
    {
      shape: "filter-category",
      question: choose([
        `List the ${plural(name.label)} of the ${x.many} whose ${c.label} is ${v}.`,
        `Which ${x.many} have ${v} as their ${c.label}? Give their ${plural(name.label)}.`,
      ]),
      query: `SELECT ${n} FROM ${t} WHERE ${c.name} = ${q(v)}`,
    },
    {
      shape: "distinct-category",
      question: choose([
        `List the different ${plural(c.label)} of the ${x.many}.`,
        `What ${plural(c.label)} do the ${x.many} have?`,
      ]),
      query: `SELECT DISTINCT ${c.name} FROM ${t}`,
    },
    {
      shape: "shared-category",
      question: choose([
        `Which ${plural(c.label)} are shared by at least two ${x.many}?`,
        `Give each ${c.label} that two or more ${x.many} have.`,
      ]),
      query: `SELECT ${c.name} FROM ${t} GROUP BY ${c.name} HAVING count(*) >= 2`,
    },
    {
      shape: "count-per-category",
      question: choose([
        `For each ${c.label}, how many ${x.many} are there?`,
        `Show every ${c.label} with the number of ${x.many} that have it.`,
      ]),
      query: `SELECT ${c.name}, count(*) FROM ${t} GROUP BY ${c.name}`,
    },
    {
      shape: "union-categories",
      question: `List the ${plural(name.label)} of ${x.many} whose ${c.label} is ${v} or whose ${c.label} is ${w}, without repeats.`,
      query: `SELECT ${n} FROM ${t} WHERE ${c.name} = ${q(v)} UNION SELECT ${n} FROM ${t} WHERE ${c.name} = ${q(w)}`,
    },
  ];
  for (const [i, m] of x.measures.entries()) {
    const k = lit.threshold(t, m);
    const other = x.measures[1 - i]!;
    out.push(
      {
        shape: `average-${i}`,
        question: choose([
          `What is the average ${m.label} of the ${x.many}?`,
          `Give the mean ${m.label} over all ${x.many}.`,
        ]),
        query: `SELECT avg(${m.name}) FROM ${t}`,
      },
      {
        shape: `above-${i}`,
        question: choose([
          `List the ${plural(name.label)} of the ${x.many} whose ${m.label} is above ${k}.`,
          `Give the ${plural(name.label)} of the ${x.many} whose ${m.label} is greater than ${k}.`,
        ]),
        query: `SELECT ${n} FROM ${t} WHERE ${m.name} > ${k}`,
      },
      {
        shape: `ordered-${i}`,
        question: choose([
          `List the ${plural(name.label)} of all ${x.many}, from the highest ${m.label} to the lowest.`,
          `Give the ${x.many}' ${plural(name.label)} sorted by ${m.label}, largest first.`,
        ]),
        query: `SELECT ${n} FROM ${t} ORDER BY ${m.name} DESC`,
      },
      {
        shape: `top-${i}`,
        question: choose([
          `Which ${x.one} has the highest ${m.label}?`,
          `Give the ${name.label} of the ${x.one} with the largest ${m.label}.`,
        ]),
        query: `SELECT ${n} FROM ${t} ORDER BY ${m.name} DESC LIMIT 1`,
        tie: `SELECT ${m.name} FROM ${t} ORDER BY ${m.name} DESC LIMIT 2`,
      },
      {
        shape: `bottom-${i}`,
        question: choose([
          `Which ${x.one} has the lowest ${m.label}?`,
          `Give the ${name.label} of the ${x.one} with the smallest ${m.label}.`,
        ]),
        query: `SELECT ${n} FROM ${t} ORDER BY ${m.name} ASC LIMIT 1`,
        tie: `SELECT ${m.name} FROM ${t} ORDER BY ${m.name} ASC LIMIT 2`,
      },
      {
        shape: `range-${i}`,
        question: `What are the smallest and the largest ${m.label} among the ${x.many}?`,
        query: `SELECT min(${m.name}), max(${m.name}) FROM ${t}`,
      },
      {
        shape: `category-and-above-${i}`,
        question: `Give the ${plural(name.label)} of the ${x.many} whose ${c.label} is ${v} and whose ${m.label} is above ${k}.`,
        query: `SELECT ${n} FROM ${t} WHERE ${c.name} = ${q(v)} AND ${m.name} > ${k}`,
      },
      {
        shape: `name-and-measure-${i}`,
        question: `Show the ${name.label} and ${m.label} of every ${x.one}, highest ${m.label} first.`,
        query: `SELECT ${n}, ${m.name} FROM ${t} ORDER BY ${m.name} DESC`,
      },
      {
        shape: `average-per-category-${i}`,
        question: `What is the average ${m.label} of the ${x.many} for each ${c.label}?`,
        query: `SELECT ${c.name}, avg(${m.name}) FROM ${t} GROUP BY ${c.name}`,
      },
      {
        shape: `above-average-${i}`,
        question: choose([
          `Which ${x.many} have a higher ${m.label} than the average of all ${x.many}? Give their ${plural(name.label)}.`,
          `List the ${plural(name.label)} of the ${x.many} whose ${m.label} is higher than average.`,
        ]),
        query: `SELECT ${n} FROM ${t} WHERE ${m.name} > (SELECT avg(${m.name}) FROM ${t})`,
      },
      {
        shape: `category-both-sides-${i}`,
        question: `Which ${plural(c.label)} have both ${a(x.one)} whose ${m.label} is above ${k} and one whose ${m.label} is at most ${k}?`,
        query: `SELECT ${c.name} FROM ${t} WHERE ${m.name} > ${k} INTERSECT SELECT ${c.name} FROM ${t} WHERE ${m.name} <= ${k}`,
      },
      {
        shape: `category-none-above-${i}`,
        question: `Which ${plural(c.label)} have no ${x.one} whose ${m.label} is above ${k}?`,
        query: `SELECT ${c.name} FROM ${t} EXCEPT SELECT ${c.name} FROM ${t} WHERE ${m.name} > ${k}`,
      },
      {
        shape: `count-per-category-above-${i}`,
        question: `Among the ${x.many} whose ${m.label} is above ${k}, how many are there of each ${c.label}, most common first?`,
        query: `SELECT ${c.name}, count(*) FROM ${t} WHERE ${m.name} > ${k} GROUP BY ${c.name} ORDER BY count(*) DESC`,
      },
      {
        shape: `name-measure-except-${i}`,
        question: `Give the ${name.label} and ${other.label} of the ${x.many} except those whose ${m.label} is above ${k}.`,
        query: `SELECT ${n}, ${other.name} FROM ${t} EXCEPT SELECT ${n}, ${other.name} FROM ${t} WHERE ${m.name} > ${k}`,
      },
      {
        shape: `name-measure-union-${i}`,
        question: `List the ${name.label} and ${m.label} of the ${x.many} whose ${c.label} is ${v} or whose ${m.label} is above ${k}.`,
        query: `SELECT ${n}, ${m.name} FROM ${t} WHERE ${c.name} = ${q(v)} UNION SELECT ${n}, ${m.name} FROM ${t} WHERE ${m.name} > ${k}`,
      },
      {
        shape: `best-category-${i}`,
        question: `Among the ${plural(c.label)} that at least two ${x.many} have, which has the highest average ${m.label}?`,
        query: `SELECT ${c.name} FROM ${t} GROUP BY ${c.name} HAVING count(*) >= 2 ORDER BY avg(${m.name}) DESC LIMIT 1`,
        tie: `SELECT avg(${m.name}) FROM ${t} GROUP BY ${c.name} HAVING count(*) >= 2 ORDER BY avg(${m.name}) DESC LIMIT 2`,
      },
    );
  }
  return out;
}

function eventQuestions(d: Domain, lit: Literals, choose: Choose): Candidate[] {
  const e = d.event;
  const { table: t, category: c, measure: m } = e;
  const v = lit.value(t, c, 0);
  const k = lit.threshold(t, m);
  return [
    {
      shape: "event-count",
      question: choose([
        `How many ${e.many} are recorded?`,
        `What is the total number of ${e.many} on record?`,
      ]),
      query: `SELECT count(*) FROM ${t}`,
    },
    {
      shape: "event-count-category",
      question: `How many ${e.many} have ${v} as their ${c.label}?`,
      query: `SELECT count(*) FROM ${t} WHERE ${c.name} = ${q(v)}`,
    },
    {
      shape: "event-max",
      question: `What is the largest ${m.label} of any ${e.one}?`,
      query: `SELECT max(${m.name}) FROM ${t}`,
    },
    {
      shape: "event-total",
      question: `What is the total ${m.label} over all ${e.many}?`,
      query: `SELECT sum(${m.name}) FROM ${t}`,
    },
    {
      shape: "event-per-category",
      question: `For each ${c.label}, how many ${e.many} were there and what was their average ${m.label}?`,
      query: `SELECT ${c.name}, count(*), avg(${m.name}) FROM ${t} GROUP BY ${c.name}`,
    },
    {
      shape: "event-dates",
      question: `List the ${plural(e.date.label)} of the ${e.many} whose ${m.label} is above ${k}, earliest first.`,
      query: `SELECT ${e.date.name} FROM ${t} WHERE ${m.name} > ${k} ORDER BY ${e.date.name}`,
    },
    {
      shape: "event-latest",
      question: `On what ${e.date.label} was the most recent ${e.one} with ${v} as its ${c.label}?`,
      query: `SELECT max(${e.date.name}) FROM ${t} WHERE ${c.name} = ${q(v)}`,
    },
    {
      shape: "event-three-way",
      question: `For the ${e.many} with ${v} as their ${c.label}, list the ${d.a.one}'s ${d.a.name.label} and the ${d.b.one}'s ${d.b.name.label}, earliest first.`,
      query:
        `SELECT T1.${d.a.name.name}, T3.${d.b.name.name} FROM ${d.a.table} AS T1 JOIN ${t} AS T2 ON T1.${d.a.key} = T2.${d.a.key} ` +
        `JOIN ${d.b.table} AS T3 ON T2.${d.b.key} = T3.${d.b.key} WHERE T2.${c.name} = ${q(v)} ORDER BY T2.${e.date.name}`,
    },
  ];
}

/** Questions joining one entity with the events. */
function joinQuestions(d: Domain, x: Entity, lit: Literals, choose: Choose): Candidate[] {
  const e = d.event;
  const on = `FROM ${x.table} AS T1 JOIN ${e.table} AS T2 ON T1.${x.key} = T2.${x.key}`;
  const n = x.name.name;
  const v = lit.value(e.table, e.category, 0);
  const xv = lit.value(x.table, x.category, 0);
  const k = lit.threshold(e.table, e.measure);
  const other = x === d.a ? d.b : d.a;
  return [
    {
      shape: "join-filter",
      question: `List the ${plural(x.name.label)} of the ${x.many} with at least one ${e.one} whose ${e.category.label} is ${v}.`,
      query: `SELECT DISTINCT T1.${n} ${on} WHERE T2.${e.category.name} = ${q(v)}`,
    },
    {
      shape: "join-count-per",
      question: choose([
        `How many ${e.many} does each ${x.one} have? Give the ${x.name.label} and the count.`,
        `For each ${x.one} with ${e.many}, show its ${x.name.label} and its number of ${e.many}.`,
      ]),
      query: `SELECT T1.${n}, count(*) ${on} GROUP BY T1.${x.key}`,
    },
    {
      shape: "join-several",
      question: `Which ${x.many} have two or more ${e.many}? Give their ${plural(x.name.label)}.`,
      query: `SELECT T1.${n} ${on} GROUP BY T1.${x.key} HAVING count(*) >= 2`,
    },
    {
      shape: "join-none",
      question: choose([
        `Which ${x.many} have no ${e.many} at all? Give their ${plural(x.name.label)}.`,
        `List the ${plural(x.name.label)} of the ${x.many} that never appear in ${a(e.one)}.`,
      ]),
      query: `SELECT ${n} FROM ${x.table} WHERE ${x.key} NOT IN (SELECT ${x.key} FROM ${e.table})`,
    },
    {
      shape: "join-in",
      question: `Give the ${plural(x.name.label)} of the ${x.many} that had ${a(e.one)} whose ${e.measure.label} was above ${k}.`,
      query: `SELECT ${n} FROM ${x.table} WHERE ${x.key} IN (SELECT ${x.key} FROM ${e.table} WHERE ${e.measure.name} > ${k})`,
    },
    {
      shape: "join-most",
      question: choose([
        `Which ${x.one} has the most ${e.many}?`,
        `Give the ${x.name.label} of the ${x.one} with the largest number of ${e.many}.`,
      ]),
      query: `SELECT T1.${n} ${on} GROUP BY T1.${x.key} ORDER BY count(*) DESC LIMIT 1`,
      tie: `SELECT count(*) FROM ${e.table} GROUP BY ${x.key} ORDER BY count(*) DESC LIMIT 2`,
    },
    {
      shape: "join-top-total",
      question: `Which three ${x.many} have the largest total ${e.measure.label} over their ${e.many}? Give each ${x.name.label} and total.`,
      query: `SELECT T1.${n}, sum(T2.${e.measure.name}) ${on} GROUP BY T1.${x.key} ORDER BY sum(T2.${e.measure.name}) DESC LIMIT 3`,
      tie: `SELECT sum(${e.measure.name}) FROM ${e.table} GROUP BY ${x.key} ORDER BY sum(${e.measure.name}) DESC LIMIT 2 OFFSET 2`,
    },
    {
      shape: "join-category-average",
      question: `Which ${x.category.label} has the highest average ${e.measure.label} over the ${e.many} of its ${x.many}?`,
      query: `SELECT T1.${x.category.name} ${on} GROUP BY T1.${x.category.name} ORDER BY avg(T2.${e.measure.name}) DESC LIMIT 1`,
      tie: `SELECT avg(T2.${e.measure.name}) ${on} GROUP BY T1.${x.category.name} ORDER BY avg(T2.${e.measure.name}) DESC LIMIT 2`,
    },
    {
      shape: "join-other-side",
      question: `Which ${other.many} had ${a(e.one)} with ${a(x.one)} whose ${x.category.label} is ${xv}? Give their ${plural(other.name.label)}.`,
      query:
        `SELECT ${other.name.name} FROM ${other.table} WHERE ${other.key} IN ` +
        `(SELECT T2.${other.key} ${on} WHERE T1.${x.category.name} = ${q(xv)})`,
    },
    {
      shape: "join-listing",
      question: `Show the ${e.date.label} of every ${e.one} with the ${x.name.label} of its ${x.one}.`,
      query: `SELECT T2.${e.date.name}, T1.${n} ${on}`,
    },
    {
      shape: "join-except",
      question: `Give the ${x.name.label} and ${x.category.label} of the ${x.many} that never had ${a(e.one)} with ${v} as its ${e.category.label}.`,
      query:
        `SELECT ${n}, ${x.category.name} FROM ${x.table} EXCEPT SELECT T1.${n}, T1.${x.category.name} ${on} ` +
        `WHERE T2.${e.category.name} = ${q(v)}`,
    },
    {
      shape: "join-or",
      question: `${cap(`list the ${plural(x.name.label)} of the ${x.many} with ${a(e.one)} whose ${e.category.label} is ${v} or whose ${e.measure.label} is above ${k}`)}, without repeats, in order of ${x.name.label}.`,
      query: `SELECT DISTINCT T1.${n} ${on} WHERE T2.${e.category.name} = ${q(v)} OR T2.${e.measure.name} > ${k} ORDER BY T1.${n}`,
    },
  ];
}
