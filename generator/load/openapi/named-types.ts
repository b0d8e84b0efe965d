import type { NamedType, Schema } from "../../model.js";
import { sourceOf, type Place } from "./place.js";

interface Entry {
  name: string;
  at: Place;
  schema?: Schema;
}

/**
 * The named types of the model, keyed by the place their schema was written (a `$ref` key). A name is
 * reserved before its schema is read, so a schema that refers to itself finds its own name and stops.
 */
export class NamedTypes {
  private readonly entries = new Map<string, Entry>();
  private readonly byName = new Map<string, Entry>();

  nameOf(key: string): string | undefined {
    return this.entries.get(key)?.name;
  }

  /** Names the schema at `key`: `wanted`, or `wanted2`, `wanted3`... when another type has that name. */
  reserve(key: string, wanted: string, at: Place): string {
    let name = wanted;
    for (let n = 2; this.byName.has(name); n++) name = `${wanted}${n}`;
    const entry = { name, at };
    this.entries.set(key, entry);
    this.byName.set(name, entry);
    return name;
  }

  /** The schema of the type named `name`, once it has been read. */
  schemaOf(name: string): Schema | undefined {
    return this.byName.get(name)?.schema;
  }

  define(key: string, schema: Schema): void {
    const entry = this.entries.get(key);
    if (entry) entry.schema = schema;
  }

  /** In reservation order: the input's `components/schemas` first (reserved up front), then the rest as met. */
  list(): NamedType[] {
    return [...this.entries.values()].map(({ name, at, schema }) => ({
      name,
      schema: schema ?? { kind: "unknown" },
      source: sourceOf(at),
    }));
  }

  /** Where the type named `name` was written. */
  placeOf(name: string): Place | undefined {
    return this.byName.get(name)?.at;
  }
}
