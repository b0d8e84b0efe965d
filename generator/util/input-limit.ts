/**
 * The largest input file routegen reads (the description, and each file its `$ref`s reach). GitHub's
 * description is 13 MB and the largest real ones we know of are a few times that; past this, the text
 * and its parse would take gigabytes of memory before anything could fail on them. Here, below every
 * stage, since the loader, the up-to-date check and the CLI's source excerpts all read inputs.
 */
export const MAX_INPUT_BYTES = 256_000_000;
