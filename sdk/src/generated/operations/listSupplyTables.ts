// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listSupplyTables = {"id":"listSupplyTables","method":"get","path":"/partner/supply/tables","tag":"events","kind":"query","envelope":"data","auth":"session","pathParams":[],"queryParams":["cid"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
