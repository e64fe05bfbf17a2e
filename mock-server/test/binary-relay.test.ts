// The binary relay: bytes cross Prism, which reads bodies as UTF-8 text, as latin-1 text and come
// out as they went in, in both directions (an upload to the backend, a file answered by it).
import { describe, expect, it } from 'vitest';
import { BINARY_HEADER, packAnswer, packUpload, unpackAnswer, unpackUpload } from '../src/binary-relay.mjs';

/** What Prism does to a body it passes on: reads it as UTF-8 text and writes that text again. */
const throughPrism = (body: Buffer) => Buffer.from(body.toString('utf8'), 'utf8');

const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

describe('the binary relay', () => {
  it('an upload of every byte value 0–255 reaches the backend as sent', () => {
    const packed = packUpload({ 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' }, everyByte);
    expect(packed.headers[BINARY_HEADER]).toBe('latin1');
    expect(packed.headers['transfer-encoding']).toBeUndefined();
    expect(packed.headers['content-length']).toBe(String(packed.body.length));
    expect(unpackUpload(packed.headers, throughPrism(packed.body))).toEqual(everyByte);
  });

  it('an answer of every byte value 0–255 reaches the client as the backend sent it, without the mark', () => {
    const packed = packAnswer({ 'content-type': 'application/octet-stream' }, everyByte);
    const restored = unpackAnswer({ ...packed.headers, 'transfer-encoding': 'chunked' }, throughPrism(packed.body));
    expect(restored.body).toEqual(everyByte);
    expect(restored.headers).toEqual({ 'content-type': 'application/octet-stream', 'content-length': '256' });
  });

  it('a multipart upload of a picture and a Chinese field is read by the backend as sent', async () => {
    const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), everyByte]);
    const form = new FormData();
    form.append('title', '极光奖申报');
    form.append('image', new Blob([picture], { type: 'image/png' }), '申报图.png');
    const request = new Request('http://mock/openapi/v1/vue/uploadImg', { method: 'POST', body: form });
    const type = request.headers.get('content-type')!;
    const packed = packUpload({ 'content-type': type }, Buffer.from(await request.arrayBuffer()));

    const bytes = unpackUpload(packed.headers, throughPrism(packed.body));
    const received = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData();
    expect(received.get('title')).toBe('极光奖申报');
    const file = received.get('image') as File;
    expect(file.name).toBe('申报图.png');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(picture);
  });

  it('a body that was not packed (JSON) reaches the backend untouched', () => {
    const json = Buffer.from('{"title":"极光奖"}');
    expect(unpackUpload({ 'content-type': 'application/json' }, json)).toBe(json);
  });
});
