// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listAwards = {"id":"listAwards","method":"get","path":"/openapi/v1/vue/awards/{year}","tag":"awards","kind":"query","envelope":"json","auth":"session","pathParams":["year"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
