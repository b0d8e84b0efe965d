#!/usr/bin/env node
// The CLI is written in TypeScript; tsx (a dependency) runs it as is, so there is no build step to forget.
import { register } from "tsx/esm/api";

register();
await import("../generator/cli.ts");
