import { z } from 'zod';
import { privateFileQuery, privateUploadResult, publicFileParams } from '../schemas/certification';
import { withSchemas } from './define-call';
import { filesApi } from './files';

export const filesSchemas = {
  uploadPrivateFile: { ret: privateUploadResult },
  uploadFile: { ret: z.string() },
  privateFile: { query: privateFileQuery },
  publicFile: { params: publicFileParams },
};

export const filesCalls = withSchemas(filesApi, filesSchemas);
