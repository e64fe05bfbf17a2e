// The bundled contract, as a JSON module. Kept apart (with its declaration beside it) so that
// TypeScript does not infer a type of the whole document; the package's build slims it to what
// the checks read (tsup.config.ts), and contract.ts slims it again in the workspace.
import doc from '@hangjia/openapi/openapi.json' with { type: 'json' };

export default doc;
