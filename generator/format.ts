import { resolve } from "node:path";
import type { GeneratedFile } from "./emit/index.js";

/**
 * Generated text is already in prettier's default style (the emitter prints it that way). On request
 * (`--prettier`), the files are formatted with the user's own prettier configuration, found from the
 * output folder as prettier finds it for any file there.
 */
export async function formatWithPrettier(files: readonly GeneratedFile[], outDir: string): Promise<GeneratedFile[]> {
  const prettier = await import("prettier");
  return Promise.all(
    files.map(async (file) => {
      if (!/\.[jt]s$/.test(file.path)) return file;
      const filepath = resolve(outDir, file.path);
      const config = (await prettier.resolveConfig(filepath)) ?? {};
      return { path: file.path, text: await prettier.format(file.text, { ...config, filepath }) };
    }),
  );
}
