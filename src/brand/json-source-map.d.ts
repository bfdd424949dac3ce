// json-source-map ships no types. Only parse() is used: it maps each JSON pointer to where its key and
// value start in the text, which is how a problem gets its line:column.
declare module 'json-source-map' {
  export interface SourceLocation { line: number; column: number; pos: number }
  export interface PointerLocations { value?: SourceLocation; valueEnd?: SourceLocation; key?: SourceLocation; keyEnd?: SourceLocation }
  export function parse(source: string): { data: unknown; pointers: Record<string, PointerLocations> };
  const jsonSourceMap: { parse: typeof parse };
  export default jsonSourceMap;
}
