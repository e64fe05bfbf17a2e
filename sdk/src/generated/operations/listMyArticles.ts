// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listMyArticles = {"id":"listMyArticles","method":"get","path":"/openapi/v1/vue/admin/articles/view","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["author"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
