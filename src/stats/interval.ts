/** A confidence interval as every estimator here returns it and results.json stores it. Plain data. */
export interface Interval {
  low: number;
  high: number;
  /** e.g. 0.95 */
  level: number;
  /** e.g. `wilson`, `cluster-bootstrap (templates)`. */
  method: string;
  /** Degrees of freedom of a t interval. */
  df?: number;
  /**
   * What the interval's uncertainty comes from, so an undecided check can name the remedy: `clusters` when the
   * clusters (item pairs, …) are a sample of possible ones (more clusters narrow it), `within-clusters` when the
   * clusters are the fixed population and the observations inside them are sampled (more per cluster narrow it).
   */
  sampling?: "clusters" | "within-clusters";
  /** What the sampled clusters are when they are not the kind's usual ones (e.g. `trials`), for the remedy. */
  clusterNoun?: string;
}
