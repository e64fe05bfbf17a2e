import { describe, expect, it } from 'vitest';
import { operationTable } from '../scripts/codegen';

const envelope = (payload: object) => ({
  '200': {
    content: {
      'application/json': {
        schema: { anyOf: [{ type: 'object', properties: { code: {}, msg: {}, json: payload } }, { $ref: '#/components/schemas/Failure' }] },
      },
    },
  },
});

const doc = {
  components: {
    schemas: {
      Failure: { type: 'object' },
      DateTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' },
      Item: { type: 'object', properties: { id: { type: 'integer' }, date: { $ref: '#/components/schemas/DateTime' } } },
    },
  },
  paths: {
    '/feed': {
      post: {
        operationId: 'listFeed',
        tags: ['portal'],
        'x-query': true,
        'x-pagination': { style: 'cursor', cursor: 'date', limit: 'limit', items: '.', itemCursor: 'date' },
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { date: { $ref: '#/components/schemas/DateTime' }, limit: { type: 'integer', default: 20 } },
              },
            },
          },
        },
        responses: envelope({ type: 'array', items: { $ref: '#/components/schemas/Item' } }),
      },
    },
    '/item/{id}/delete': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        operationId: 'deleteItem',
        tags: ['crm'],
        'x-query': false,
        'x-invalidates': ['listFeed'],
        security: [{ token: [] }],
        responses: envelope({ type: 'null' }),
      },
    },
    '/upload': {
      post: {
        operationId: 'upload',
        tags: ['crm'],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } } },
              encoding: { files: { contentType: 'image/png' } },
            },
          },
        },
        responses: envelope({ type: 'object' }),
      },
    },
    '/report': {
      post: {
        operationId: 'download',
        tags: ['crm'],
        'x-envelope': 'data',
        responses: { '200': { content: { 'application/vnd.ms-excel': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
  },
};

describe('operation table', () => {
  const table = operationTable(doc);

  it('describes a cursor list: the cursor format from the schema pattern, the default limit, the item id', () => {
    expect(table.listFeed).toMatchObject({
      method: 'post',
      tag: 'portal',
      kind: 'query',
      envelope: 'json',
      auth: 'session',
      body: 'json',
      pagination: { style: 'cursor', cursor: 'date', cursorFormat: 'datetime', defaultLimit: 20, itemId: 'id', items: '.' },
    });
  });

  it('x-query false makes a GET a mutation; path-level parameters and security are read', () => {
    expect(table.deleteItem).toMatchObject({ kind: 'mutation', pathParams: ['id'], auth: 'sc', invalidates: ['listFeed'] });
  });

  it('an explicit empty security sends no token', () => {
    const open = structuredClone(doc) as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    open.paths['/feed']!.post!.security = [];
    expect(operationTable(open).listFeed!.auth).toBe('none');
  });

  it('records binary multipart fields with their declared types', () => {
    expect(table.upload).toMatchObject({ body: 'multipart', files: { files: { types: ['image/png'], maxBytes: null } } });
  });

  it('marks non-JSON answers as blob downloads and keeps x-envelope', () => {
    expect(table.download).toMatchObject({ response: 'blob', envelope: 'data' });
  });

  it('refuses an input field that is both a parameter and a body field', () => {
    const clash = structuredClone(doc) as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    clash.paths['/feed']!.post!.parameters = [{ name: 'limit', in: 'query', schema: { type: 'integer' } }];
    expect(() => operationTable(clash)).toThrow(/both a parameter and a body field/);
  });
});
