import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { checkUpload, sniffFileType, type SniffedFileType, type UploadRule } from '@wardline/contract';
import { AppError } from '../http/app-error';

export type ReceivedFile = { field: string; bytes: Buffer; type: SniffedFileType };

type ReceiveOptions = {
  rule: UploadRule;
  /** The rule of one field when fields differ (a project's authorisation PDF beside ID photos); `rule` otherwise. */
  ruleFor?: (field: string) => UploadRule;
  /** With `ruleFor`: the largest size any field allows. */
  maxBytes?: number;
  /** Whether a form field may carry a file here; another name is refused, naming it. */
  acceptsField: (field: string) => boolean;
  maxFiles: number;
};

/** What a field name may show in a message: a client chose it, so it is cut short. */
const shown = (field: string) => field.slice(0, 40) || 'file';

function isMultipartError(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

async function readFile(part: MultipartFile, rule: UploadRule): Promise<ReceivedFile> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    // busboy stops counting at the limit: the message names the field and says the limit.
    if (isMultipartError(err, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('payloadTooLarge', [{ field: part.fieldname, rule: rule.sizeMessage }]);
    throw err;
  }
  // The content decides the type; the client's file name and Content-Type are ignored.
  const refusal = checkUpload(rule, { size: bytes.length, bytes });
  if (refusal === rule.sizeMessage) throw new AppError('payloadTooLarge', [{ field: part.fieldname, rule: refusal }]);
  if (refusal === rule.typeMessage) throw new AppError('fileTypeRejected', [{ field: part.fieldname, rule: refusal }]);
  if (refusal) throw new AppError('validationFailed', [{ field: part.fieldname, rule: refusal }]);
  const type = sniffFileType(bytes);
  if (type === null || !rule.types.includes(type)) throw new AppError('fileTypeRejected', [{ field: part.fieldname, rule: rule.typeMessage }]);
  return { field: part.fieldname, bytes, type };
}

/**
 * Reads the file parts of a multipart request into memory (a few MB at most, bounded by
 * the rule and `maxFiles`), checking each as it arrives. Nothing is stored here: the
 * caller stores only when every file passed. A field sent twice keeps its last file.
 */
export async function receiveUploads(request: FastifyRequest, { rule, ruleFor, maxBytes, acceptsField, maxFiles }: ReceiveOptions): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new AppError('validationFailed', [{ field: 'file', rule: 'upload.missing' }]);
  const received = new Map<string, ReceivedFile>();
  try {
    // Busboy's limit is the largest any field allows; each file is then held to its own field's rule.
    const fileSize = maxBytes ?? rule.maxBytes;
    for await (const part of request.parts({ limits: { fileSize, files: maxFiles, fields: 10, parts: maxFiles + 10, fieldNameSize: 100 } })) {
      if (part.type !== 'file') continue;
      if (!acceptsField(part.fieldname)) throw new AppError('validationFailed', [{ field: shown(part.fieldname), rule: 'upload.field.unknown' }]);
      received.set(part.fieldname, await readFile(part, ruleFor ? ruleFor(part.fieldname) : rule));
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isMultipartError(err, 'FST_FILES_LIMIT') || isMultipartError(err, 'FST_PARTS_LIMIT')) {
      throw new AppError('payloadTooLarge', [{ field: 'file', rule: rule.countMessage }]);
    }
    if (isMultipartError(err, 'FST_MP_PREMATURE_CLOSE') || isMultipartError(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw new AppError('validationFailed', [{ field: 'file', rule: 'upload.missing' }]);
    }
    throw err;
  }
  if (received.size === 0) throw new AppError('validationFailed', [{ field: 'file', rule: 'upload.missing' }]);
  return [...received.values()];
}
