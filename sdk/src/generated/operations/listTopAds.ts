// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listTopAds = {"id":"listTopAds","method":"get","path":"/openapi/v1/vue/topAds","tag":"ads","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
