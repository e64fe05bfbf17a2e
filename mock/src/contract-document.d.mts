/** The bundled contract (OpenAPI 3.1), parsed. */
declare const doc: Record<string, any>;
export default doc;
