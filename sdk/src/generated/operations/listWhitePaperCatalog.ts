// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listWhitePaperCatalog = {"id":"listWhitePaperCatalog","method":"get","path":"/display/events/wp/list","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
