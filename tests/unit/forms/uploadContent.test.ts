// spec 5 Upload ('Accepts only jpg, pdf and png') and spec 3 Enumerations ('Accepted upload types: jpg, jpeg,
// png, pdf'), checked by the content, not the name: src/forms/uploadContent.ts. And the size and name rule the
// file field and the platform share (spec 5: 'below 25MB'; spec 9 Limits: 'Upload limit 25MB').
import { describe, it, expect } from 'vitest';
import { uploadContentType } from '../../../src/forms/uploadContent';
import { UPLOAD_MAX_BYTES, uploadSizeProblem, uploadTypeProblem } from '../../../src/forms/vocabulary';

const bytes = (...values: number[]) => new Uint8Array([...values, 1, 2, 3, 4]);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('spec 5 Upload: what a file is, by its first bytes', () => {
  it('JPEG FF D8 FF (jpg and jpeg alike)', () => {
    expect(uploadContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(uploadContentType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpg');
  });
  it('PNG 89 50 4E 47 0D 0A 1A 0A', () => {
    expect(uploadContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(uploadContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull(); // one byte short of the signature
  });
  it('PDF "%PDF-"', () => {
    expect(uploadContentType(ascii('%PDF-1.7\n'))).toBe('pdf');
    expect(uploadContentType(ascii('%PD'))).toBeNull();
  });
  it('anything else is none of them: text, a GIF, an empty file, a signature not at the start', () => {
    expect(uploadContentType(ascii('hello, I am a .png'))).toBeNull();
    expect(uploadContentType(ascii('GIF89a'))).toBeNull();
    expect(uploadContentType(new Uint8Array())).toBeNull();
    expect(uploadContentType(new Uint8Array([0, 0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe('spec 5 Upload: the name and size rules of the file field', () => {
  it('jpg, jpeg, png and pdf by name, in any case; others and names without an extension are refused', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.Pdf', 'my.scan.pdf']) expect(uploadTypeProblem(name), name).toBeNull();
    for (const name of ['notes.txt', 'photo.gif', 'pdf', 'archive.pdf.zip']) expect(uploadTypeProblem(name), name).toBe('uploadType');
  });
  it('below 25MB: 25MB itself is refused', () => {
    expect(uploadSizeProblem(UPLOAD_MAX_BYTES - 1)).toBeNull();
    expect(uploadSizeProblem(UPLOAD_MAX_BYTES)).toBe('uploadSize');
    expect(uploadSizeProblem(26 * 1024 * 1024)).toBe('uploadSize');
  });
});
