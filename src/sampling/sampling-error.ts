/** Why a template cannot be sampled as asked: each reason has its own fix. */
export type SamplingLimit =
  /** `exhaustive` over more fillings than can be walked. */
  | "exhaustive"
  /** n fillings from a space so sparsely valid that only a walk over all of it would find them. */
  | "sparse"
  /** More prompts per template than a run can hold (`SAMPLING_LIMITS.maxPerTemplate`). */
  | "too-many"
  /** More fillings than a double indexes exactly (2^53 - 1). */
  | "unindexable";

/** A template whose filling space is too large for what was asked; says which template and how large. */
export class SamplingLimitError extends Error {
  constructor(
    message: string,
    readonly limit: SamplingLimit,
    readonly templateId: string,
    /** Fillings in the template's space (a product of domain sizes, possibly above 2^53). */
    readonly fillings: number,
  ) {
    super(message);
    this.name = "SamplingLimitError";
  }
}
