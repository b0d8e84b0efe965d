/**
 * One finished phase of a run (`load`, `plan`, `emit`, `format`, `write`): what it did and how long it
 * took. Told by the stages and the pipeline, shown by the CLI on large inputs.
 */
export type Progress = (report: { phase: string; summary: string; ms: number }) => void;
