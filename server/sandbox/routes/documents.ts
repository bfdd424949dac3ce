// KYC document routes (ours: the spec does not show the platform's document calls; schemas in schemas/api,
// the rules in documents.ts and src/account/kyc.ts). Every /api/user/ path needs a session (auth.ts):
//   GET    /api/user/documents                  per kind its status and documents; requiredApproved, addressMissing
//   POST   /api/user/documents?kind=&name=      the file as the raw body (application/octet-stream), < 25MB;
//                                               at most `uploads` per player (throttle.ts)
//   DELETE /api/user/documents/{id}             a document still in review
//   GET    /api/user/documents/{id}/file        the file, to its owner only (404 for anyone else)
// and the control endpoint for tests and demos:
//   POST   /api/sandbox/documents/decide {email, documentId | kind, status, moveKycStatus?}
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { optionalSession, requireSession } from '../auth';
import type { SandboxContext } from '../context';
import { playerByEmail } from '../control';
import { UPLOAD_BODY_LIMIT, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE, clearDocuments, decideDocuments, deleteDocument, documentFile, documentsSummary, ownsDocumentsDir, storeDocument } from '../documents';
import { HttpError, handleError, notFound } from '../errors';
import { ceiling } from '../throttle';
import { validateBody } from '../validate';
import { UPLOAD_MEDIA_TYPES } from '../../../src/forms/uploadContent';
import { UPLOAD_MAX_BYTES } from '../../../src/forms/vocabulary';
import type { DocumentsDecideRequest } from '../../../src/generated/types';

const documentId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
};

export function documentRoutes(app: FastifyInstance, ctx: SandboxContext) {
  ctx.bus.on('reset', () => clearDocuments(ctx));
  app.addHook('onClose', async () => {
    if (ownsDocumentsDir(ctx)) clearDocuments(ctx, true);
  });

  app.get('/api/user/documents', async (request) => {
    const session = requireSession(ctx, request);
    return { success: true, data: documentsSummary(ctx, session.userId) };
  });

  app.delete<{ Params: { id: string } }>('/api/user/documents/:id', async (request) => {
    const session = requireSession(ctx, request);
    deleteDocument(ctx, session.userId, documentId(request.params.id));
    return { success: true };
  });

  app.get<{ Params: { id: string } }>('/api/user/documents/:id/file', async (request, reply) => {
    const session = requireSession(ctx, request);
    const { row, content } = documentFile(ctx, session.userId, documentId(request.params.id));
    // An attachment of its own type, never sniffed or run as a page of the site.
    return reply.type(UPLOAD_MEDIA_TYPES[row.content_type]).header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `attachment; filename="document-${row.id}.${row.content_type}"`).send(content);
  });

  // The upload, in a scope of its own: only here is a raw body of up to 25MB read.
  void app.register(async (uploads) => {
    uploads.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => done(null, body));
    // Fastify's own refusals say it in the spec's words: too large (413), not a file body (415).
    uploads.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return handleError(new HttpError(413, UPLOAD_SIZE_MESSAGE, { code: 'FILE_TOO_LARGE' }), request, reply);
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return handleError(new HttpError(415, UPLOAD_TYPE_MESSAGE, { code: 'FILE_TYPE' }), request, reply);
      return handleError(error, request, reply);
    });
    const perPlayer = (request: FastifyRequest) => `upload:${optionalSession(ctx, request)?.userId ?? request.ip}`;
    uploads.post<{ Querystring: { kind?: string; name?: string } }>('/api/user/documents', {
      onRequest: ceiling(app, ctx.guards.limits.uploads, perPlayer),
      // A declared length of 25MB or more is refused before a byte is read.
      preParsing: async (request) => {
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length >= UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_SIZE_MESSAGE, { code: 'FILE_TOO_LARGE' });
      },
    }, async (request, reply) => {
      const session = requireSession(ctx, request);
      const document = storeDocument(ctx, session.userId, request.query.kind, request.query.name, request.body);
      return reply.code(201).send({ success: true, data: { document } });
    });
  });

  app.post('/api/sandbox/documents/decide', async (request) => {
    const body = validateBody<DocumentsDecideRequest>('api/documents-decide.request', request.body);
    const user = playerByEmail(ctx, body.email);
    const result = decideDocuments(ctx, { userId: user.id, documentId: body.documentId, kind: body.kind, status: body.status, moveKycStatus: body.moveKycStatus });
    return { success: true, data: { email: user.email, ...result } };
  });
}
