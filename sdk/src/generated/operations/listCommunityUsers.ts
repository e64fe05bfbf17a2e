// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listCommunityUsers = {"id":"listCommunityUsers","method":"post","path":"/openapi/v1/vue/community/users","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
