// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listCommunities = {"id":"listCommunities","method":"get","path":"/openapi/v1/vue/communities","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
