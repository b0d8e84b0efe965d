import { resolve } from "node:path";
import { ConfigError } from "./diagnostics.js";
import type { GeneratedFile } from "./emit/index.js";
import type { Progress } from "./progress.js";
import { counted } from "./util/counted.js";

/**
 * Generated text is already in prettier's default style (the emitter prints it that way). On request
 * (`--prettier`), the files are formatted with the user's own prettier configuration, found from the
 * output folder as prettier finds it for any file there.
 */
async function formatWithPrettier(files: readonly GeneratedFile[], outDir: string): Promise<GeneratedFile[]> {
  const prettier = await loadPrettier();
  return Promise.all(
    files.map(async (file) => {
      if (!/\.[jt]s$/.test(file.path)) return file;
      const filepath = resolve(outDir, file.path);
      const config = (await prettier.resolveConfig(filepath)) ?? {};
      return { path: file.path, text: await prettier.format(file.text, { ...config, filepath }) };
    }),
  );
}

/**
 * Prettier is an optional peer dependency (12 MB that only `--prettier` uses): the user's own, found
 * from routegen's folder as Node finds any package. Without it, `--prettier` is an option this
 * install cannot honour, said so, before anything is written.
 */
async function loadPrettier(): Promise<typeof import("prettier")> {
  try {
    return await import("prettier");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if ((code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") || !/'prettier'/.test(String(error)))
      throw error;
    const message =
      "`prettier` (--prettier) formats with prettier, which is not installed: routegen leaves it to you (npm install --save-dev prettier)";
    throw new ConfigError([{ code: "prettier-missing", severity: "error", message }]);
  }
}

/** Whether to format, the output folder prettier's configuration is found from, and who is told how long it took. */
export interface FormatOptions {
  prettier?: boolean | undefined;
  output: string;
  progress?: Progress | undefined;
}

/** The files as they are written: formatted with the user's prettier configuration when asked. */
export async function formatted(files: GeneratedFile[], options: FormatOptions): Promise<GeneratedFile[]> {
  if (!options.prettier) return files;
  const started = performance.now();
  const output = await formatWithPrettier(files, options.output);
  options.progress?.({
    phase: "format",
    summary: `${counted(output.length, "file")} with prettier`,
    ms: performance.now() - started,
  });
  return output;
}
