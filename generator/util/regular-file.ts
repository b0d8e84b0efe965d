import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";

/**
 * Reading a file whose name came from somewhere we do not control (a `$ref`, a manifest, a generated
 * path a user may have replaced): only a regular file, and only up to a size. A named pipe would block
 * the read forever, a device (`/dev/zero`) never ends, and a 3 GB file would be read whole before
 * anything could fail on it.
 */
export class FileReadError extends Error {
  constructor(
    message: string,
    /** `not-regular`, `too-large`, or the system's error code (`ENOENT`, `EACCES`...). */
    readonly reason: string,
  ) {
    super(message);
    this.name = "FileReadError";
  }
}

// O_NONBLOCK: opening a named pipe for reading would otherwise wait for a writer before fstat can say
// what it is. It changes nothing for a regular file. (Windows has no such flag, nor named pipes on disk.)
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The bytes of the regular file at `path`; throws FileReadError for anything else or anything larger. */
export function readRegularFile(path: string, maxBytes: number): Buffer {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new FileReadError(code === "ENOENT" ? "no such file" : `${code}: ${(error as Error).message}`, code);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileReadError(`it is ${kindOf(stats)}, not a regular file`, "not-regular");
    if (stats.size > maxBytes) throw tooLarge(stats.size, maxBytes);
    return readAll(fd, stats.size, maxBytes);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads to the end, not to `size`: a file can grow while it is read, and some (in /proc) say 0 and
 * still have text. Stops one byte past the limit, which is enough to know it is too large.
 */
function readAll(fd: number, size: number, maxBytes: number): Buffer {
  let buffer = Buffer.allocUnsafe(Math.min(Math.max(size + 1, 64 * 1024), maxBytes + 1));
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > maxBytes) throw tooLarge(maxBytes, maxBytes, true);
      const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    const read = readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) return buffer.subarray(0, length);
    length += read;
  }
}

/** `size`: what fstat said, or (`grew`) how much was read before the limit stopped it. */
function tooLarge(size: number, maxBytes: number, grew = false): FileReadError {
  const mb = (n: number) => `${Math.ceil(n / 1e6)} MB`;
  return new FileReadError(
    `it is ${grew ? "over " : ""}${mb(size)}, more than the ${mb(maxBytes)} routegen reads`,
    "too-large",
  );
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return "a folder";
  if (stats.isFIFO()) return "a named pipe";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a file";
}
