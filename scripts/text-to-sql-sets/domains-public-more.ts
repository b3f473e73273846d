/**
 * The stand-in public set's second batch of generated databases (issue 32): eight more small domains invented for
 * bias-gate, distinct from the fresh set's and from Spider's, so the starter's public side grows with its fresh
 * side. Schemas only, as in domains-public.ts: the names lists stay empty.
 */
import { category, type Domain, dated, measure, named } from "./domain.js";

export const MORE_PUBLIC_DOMAINS: readonly Domain[] = [
  {
    dbId: "city_parks",
    about: "the parks of a city, its rangers and the patrols they walked",
    a: {
      ...{ table: "park", one: "park", many: "parks", key: "park_id", name: named() },
      category: category("district", "district", ["North", "South", "Central"]),
      measures: [
        measure("area_ha", "area in hectares", 1, 120),
        measure("opened_year", "year opened", 1870, 2020),
      ],
      names: [],
    },
    b: {
      ...{ table: "ranger", one: "ranger", many: "rangers", key: "ranger_id", name: named() },
      category: category("ranger_team", "team", ["wildlife", "visitor", "maintenance"]),
      measures: [measure("years_service", "years of service", 0, 30), measure("age", "age", 20, 66)],
      names: [],
    },
    event: {
      ...{
        table: "patrol",
        one: "patrol",
        many: "patrols",
        key: "patrol_id",
        date: dated("patrol_date", "date"),
      },
      category: category("weather", "kind of weather", ["dry", "rain", "fog"]),
      measure: measure("km_walked", "distance walked in kilometres", 2, 18),
    },
  },
  {
    dbId: "bell_ringing_guild",
    about: "the church towers of a bell ringing guild, its ringers and the peals rung",
    a: {
      ...{ table: "tower", one: "tower", many: "towers", key: "tower_id", name: named() },
      category: category("county", "county", ["Somerset", "Devon", "Dorset"]),
      measures: [
        measure("bells", "number of bells", 5, 12),
        measure("tenor_weight_kg", "tenor bell weight in kilograms", 150, 2500),
      ],
      names: [],
    },
    b: {
      ...{ table: "ringer", one: "ringer", many: "ringers", key: "ringer_id", name: named() },
      category: category("ringing_level", "level", ["learner", "band member", "conductor"]),
      measures: [measure("age", "age", 12, 88), measure("years_ringing", "years of ringing", 0, 60)],
      names: [],
    },
    event: {
      ...{ table: "peal", one: "peal", many: "peals", key: "peal_id", date: dated("rung_on", "date") },
      category: category("method", "method", ["Grandsire", "Stedman", "Plain Bob"]),
      measure: measure("minutes", "length in minutes", 150, 220),
    },
  },
  {
    dbId: "puppet_theatre",
    about: "the puppets of a touring puppet theatre, its puppeteers and the shows they gave",
    a: {
      ...{ table: "puppet", one: "puppet", many: "puppets", key: "puppet_id", name: named() },
      category: category("puppet_kind", "kind", ["marionette", "glove", "shadow", "rod"]),
      measures: [
        measure("height_cm", "height in centimetres", 20, 180),
        measure("made_year", "year made", 1950, 2024),
      ],
      names: [],
    },
    b: {
      ...{ table: "puppeteer", one: "puppeteer", many: "puppeteers", key: "puppeteer_id", name: named() },
      category: category("troupe", "troupe", ["Lantern Folk", "Paper Moon", "Tin Whistle"]),
      measures: [measure("age", "age", 18, 75), measure("years_performing", "years of performing", 0, 50)],
      names: [],
    },
    event: {
      ...{
        table: "puppet_show",
        one: "show",
        many: "shows",
        key: "show_id",
        date: dated("shown_on", "date"),
      },
      category: category("venue_type", "venue type", ["school", "festival", "street"]),
      measure: measure("audience", "audience size", 15, 400),
    },
  },
  {
    dbId: "balloon_club",
    about: "the hot air balloons of a club, its pilots and the ascents they made",
    a: {
      ...{ table: "balloon", one: "balloon", many: "balloons", key: "balloon_id", name: named() },
      category: category("envelope", "envelope pattern", ["red", "striped", "blue", "patchwork"]),
      measures: [
        measure("volume_m3", "volume in cubic metres", 1500, 12000),
        measure("made_year", "year made", 1995, 2024),
      ],
      names: [],
    },
    b: {
      ...{ table: "pilot", one: "pilot", many: "pilots", key: "pilot_id", name: named() },
      category: category("licence", "licence", ["private", "commercial", "instructor"]),
      measures: [measure("hours_flown", "hours flown", 50, 4000), measure("age", "age", 24, 70)],
      names: [],
    },
    event: {
      ...{
        table: "ascent",
        one: "ascent",
        many: "ascents",
        key: "ascent_id",
        date: dated("launched_on", "date"),
      },
      category: category("launch_site", "launch site", ["Meadow Field", "Castle Green", "Quarry Top"]),
      measure: measure("duration_minutes", "length in minutes", 30, 150),
    },
  },
  {
    dbId: "lifeboat_station",
    about: "the lifeboats of a coastal station, its volunteer crew and their callouts",
    a: {
      ...{ table: "lifeboat", one: "lifeboat", many: "lifeboats", key: "lifeboat_id", name: named() },
      category: category("boat_type", "boat type", ["inshore", "all-weather", "hovercraft"]),
      measures: [
        measure("length_m", "length in metres", 7, 17),
        measure("launched_year", "year launched", 1995, 2024),
      ],
      names: [],
    },
    b: {
      ...{ table: "crew_member", one: "crew member", many: "crew members", key: "crew_id", name: named() },
      category: category("role", "role", ["helm", "navigator", "deckhand"]),
      measures: [
        measure("years_volunteering", "years of volunteering", 0, 40),
        measure("age", "age", 17, 65),
      ],
      names: [],
    },
    event: {
      ...{
        table: "callout",
        one: "callout",
        many: "callouts",
        key: "callout_id",
        date: dated("called_on", "date"),
      },
      category: category("incident", "incident", ["capsize", "medical", "missing person", "engine failure"]),
      measure: measure("minutes_at_sea", "minutes at sea", 20, 400),
    },
  },
  {
    dbId: "carpentry_guild",
    about: "the apprentices of a carpentry guild, its master carpenters and the commissions they made",
    a: {
      ...{ table: "apprentice", one: "apprentice", many: "apprentices", key: "apprentice_id", name: named() },
      category: category("trade", "trade", ["joinery", "cabinetry", "turning"]),
      measures: [measure("age", "age", 16, 30), measure("start_year", "year started", 2015, 2025)],
      names: [],
    },
    b: {
      ...{
        table: "master",
        one: "master carpenter",
        many: "master carpenters",
        key: "master_id",
        name: named(),
      },
      category: category("workshop", "workshop", ["Elm Yard", "Sawmill Lane", "Old Forge"]),
      measures: [measure("years_practising", "years of practice", 8, 50), measure("age", "age", 30, 80)],
      names: [],
    },
    event: {
      ...{ table: "commission", one: "commission", many: "commissions", key: "commission_id" },
      date: dated("commissioned_on", "date"),
      category: category("item", "item", ["table", "cabinet", "staircase", "chair"]),
      measure: measure("price", "price", 150, 6000, true),
    },
  },
  {
    dbId: "pub_quiz_league",
    about: "the teams of a pub quiz league, its quizmasters and the quiz nights",
    a: {
      ...{ table: "quiz_team", one: "team", many: "teams", key: "team_id", name: named() },
      category: category("home_pub", "home pub", ["The Anchor", "The Plough", "The Fox and Hound"]),
      measures: [
        measure("members", "number of members", 3, 8),
        measure("founded_year", "year founded", 2000, 2024),
      ],
      names: [],
    },
    b: {
      ...{ table: "quizmaster", one: "quizmaster", many: "quizmasters", key: "quizmaster_id", name: named() },
      category: category("topic", "topic", ["history", "science", "music", "sport"]),
      measures: [measure("nights_hosted", "number of nights hosted", 0, 400), measure("age", "age", 22, 75)],
      names: [],
    },
    event: {
      ...{
        table: "quiz_night",
        one: "quiz night",
        many: "quiz nights",
        key: "night_id",
        date: dated("held_on", "date"),
      },
      category: category("round_theme", "round theme", ["general", "pictures", "music"]),
      measure: measure("points", "points scored", 20, 90),
    },
  },
  {
    dbId: "sea_kayak_tours",
    about: "the kayaks of a sea kayak tour company, its guides and the tours paddled",
    a: {
      ...{ table: "kayak", one: "kayak", many: "kayaks", key: "kayak_id", name: named() },
      category: category("kayak_type", "type", ["sit-on-top", "sea", "touring"]),
      measures: [
        measure("length_cm", "length in centimetres", 270, 550),
        measure("weight_kg", "weight in kilograms", 15, 35),
      ],
      names: [],
    },
    b: {
      ...{ table: "guide", one: "guide", many: "guides", key: "guide_id", name: named() },
      category: category("qualification", "qualification", ["leader", "senior leader", "coach"]),
      measures: [measure("years_guiding", "years of guiding", 0, 25), measure("age", "age", 19, 60)],
      names: [],
    },
    event: {
      ...{ table: "tour", one: "tour", many: "tours", key: "tour_id", date: dated("paddled_on", "date") },
      category: category("route", "route", ["Seal Bay", "Cliff Caves", "Estuary"]),
      measure: measure("fee", "fee", 25, 120, true),
    },
  },
];
