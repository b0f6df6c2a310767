/** A change to a source text: [start, end) replaced by `text` (an insertion when start === end). */
export type Edit = { start: number; end: number; text: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest) digit |= 32;
    out += BASE64[digit];
  } while (rest);
  return out;
}

/** Source map v3 `mappings` from segments [generated column, original line, original column] per line. */
function encode(lines: [number, number, number][][]): string {
  let line = 0;
  let column = 0;
  return lines
    .map((segments) => {
      let generated = 0;
      return segments
        .map(([genColumn, origLine, origColumn]) => {
          const out =
            vlq(genColumn - generated) + vlq(0) + vlq(origLine - line) + vlq(origColumn - column);
          [generated, line, column] = [genColumn, origLine, origColumn];
          return out;
        })
        .join(',');
    })
    .join(';');
}

/**
 * Applies non-overlapping edits and maps the result back to the original: unchanged text to
 * itself, an edit's text to where the edit starts.
 */
export function applyEdits(code: string, edits: Edit[], file: string) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number): [number, number] => {
    let [low, high] = [0, lineStarts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return [low, offset - lineStarts[low]!];
  };

  const lines: [number, number, number][][] = [[]];
  let out = '';
  let column = 0;
  /** Appends `text`, mapping each of its lines to `origin` (or, unchanged, to its own place). */
  const append = (text: string, origin: number, unchanged: boolean) => {
    let offset = origin;
    for (const [i, part] of text.split('\n').entries()) {
      if (i > 0) {
        lines.push([]);
        column = 0;
      }
      if (part.length) lines.at(-1)!.push([column, ...position(unchanged ? offset : origin)]);
      column += part.length;
      offset += part.length + 1;
    }
    out += text;
  };

  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    append(code.slice(at, edit.start), at, true);
    append(edit.text, edit.start, false);
    at = edit.end;
  }
  append(code.slice(at), at, true);
  return {
    code: out,
    map: {
      version: 3,
      sources: [file],
      sourcesContent: [code],
      names: [],
      mappings: encode(lines),
    },
  };
}
