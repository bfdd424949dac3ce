// What an uploaded file is, by its content (its first bytes, the "magic bytes"), never by its name: a
// renamed text file is not a PNG. spec 3 Enumerations: 'Accepted upload types: jpg, jpeg, png, pdf'; spec 5
// Upload: 'Accepts only jpg, pdf and png'. The platform (the sandbox) checks every upload with it.

/** The accepted types' signatures: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, PDF "%PDF-". */
const SIGNATURES: ReadonlyArray<{ type: UploadContentType; bytes: readonly number[] }> = [
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export type UploadContentType = 'jpg' | 'png' | 'pdf';

/** The media type a stored file is served back with. */
export const UPLOAD_MEDIA_TYPES: Readonly<Record<UploadContentType, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The accepted type the content starts with, or null (not a jpg, png or pdf, whatever its name says). */
export function uploadContentType(content: Uint8Array): UploadContentType | null {
  const match = SIGNATURES.find(({ bytes }) => content.length >= bytes.length && bytes.every((b, i) => content[i] === b));
  return match?.type ?? null;
}
