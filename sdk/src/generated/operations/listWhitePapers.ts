// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listWhitePapers = {"id":"listWhitePapers","method":"get","path":"/display/events/wp/pcmore","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry","exclude"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
