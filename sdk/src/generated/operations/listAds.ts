// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listAds = {"id":"listAds","method":"post","path":"/openapi/v1/vue/ads","tag":"ads","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
