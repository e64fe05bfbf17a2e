// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getFileEventId = {"id":"getFileEventId","method":"get","path":"/events/m/fileEventId/{id}","tag":"files","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
