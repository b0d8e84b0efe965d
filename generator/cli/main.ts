import { ConfigError } from "../diagnostics.js";
import { VERSION } from "../util/package-root.js";
import { UsageError } from "./args.js";
import { note, printDiagnostics } from "./terminal.js";

/**
 * `routegen <command>`: the dispatcher. Each command lives in `cli/commands/<command>.ts` and is imported only
 * when run, so a warm `generate` loads nothing it does not use. Exit codes: 0 success, 1 the input has
 * errors (or `check` found the output out of date), 2 a usage or config error.
 */

interface Command {
  help: string;
  /** The exit code; a command with nothing to wait for (init) returns it at once. */
  run(args: string[]): number | Promise<number>;
}

const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  generate: {
    summary: "Write the SDK of an input (or of every target of the config).",
    load: () => import("./commands/generate.js"),
  },
  check: {
    summary: "Exit 1 when the committed output is out of date, printing what changed.",
    load: () => import("./commands/check.js"),
  },
  watch: {
    summary: "Regenerate whenever the input or a file it references changes.",
    load: () => import("./commands/watch.js"),
  },
  inspect: {
    summary: "Print a route's generated function and the request it builds.",
    load: () => import("./commands/inspect.js"),
  },
  explain: {
    summary: "Show where each part of a route's request comes from.",
    load: () => import("./commands/explain.js"),
  },
  "export-catalogue": {
    summary: "Turn an OpenAPI description into a YAML route catalogue.",
    load: () => import("./commands/export-catalogue.js"),
  },
  init: { summary: "Write a starting routegen.config.yaml and npm scripts.", load: () => import("./commands/init.js") },
};

const HELP = `routegen ${VERSION}: one typed request-builder function per REST route

Usage:
  routegen generate <input> -o <dir> [options]
  routegen <command> [arguments] [options]
  routegen --help | --version

Commands:
${Object.entries(COMMANDS)
  .map(([name, { summary }]) => `  ${name.padEnd(18)}${summary}`)
  .join("\n")}

With a config file (routegen.config.{ts,json,yaml}, see \`routegen init\`), generate, check and watch
need no arguments. Run \`routegen <command> --help\` for a command's options and examples.

Examples:
  routegen generate api/openapi.yaml -o src/api
  routegen check
  routegen inspect issues.listForRepo owner=octokit repo=rest.js state=open
`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === "-h" || name === "--help" || name === "help") {
      const command = name === "help" && rest[0] !== undefined ? COMMANDS[rest[0]] : undefined;
      process.stdout.write(command ? (await command.load()).help : HELP);
      return name === undefined ? 2 : 0;
    }
    if (name === "-v" || name === "--version") {
      process.stdout.write(`${VERSION}\n`);
      return 0;
    }
    const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!entry) {
      const { didYouMean } = await import("../util/suggest.js");
      throw new UsageError(`unknown command \`${name}\`.${didYouMean(name, Object.keys(COMMANDS))}`);
    }
    const command = await entry.load();
    if (rest.includes("--help") || rest.includes("-h")) {
      process.stdout.write(command.help);
      return 0;
    }
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      note(
        `${error.message}\nRun \`routegen ${name && Object.hasOwn(COMMANDS, name) ? `${name} ` : ""}--help\` for usage.`,
      );
      return 2;
    }
    // A config that cannot be used is a usage problem too (input errors are the commands' to report).
    if (error instanceof ConfigError) {
      printDiagnostics(error.diagnostics, "text");
      note("the config file has errors");
      return 2;
    }
    throw error;
  }
}

export { VERSION };
