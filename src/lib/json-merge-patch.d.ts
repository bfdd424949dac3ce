// The json-merge-patch package has no types of its own; its apply (RFC 7396 MergePatch) is imported by path so the
// bundle leaves out its generate (which would pull fast-deep-equal in).
declare module 'json-merge-patch/lib/apply.js' {
  export default function apply(target: unknown, patch: unknown): unknown;
}
