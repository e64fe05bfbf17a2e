// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const uploadImage = {"id":"uploadImage","method":"post","path":"/openapi/v1/vue/uploadImg","tag":"questions","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"multipart","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{"image":{"types":["image/jpeg","image/png"],"maxBytes":2097152}}} as const satisfies OperationMeta;
