/** Picked files for the image fields: valid JPG and PNG, and one of each rejection. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export const images = {
  png: (name = 'chart.png') => ({ name, mimeType: 'image/png', buffer: PNG_1PX }),
  jpeg: (name = 'photo.jpg') => ({ name, mimeType: 'image/jpeg', buffer: JPEG_1PX }),
  gif: () => ({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }),
  /** 2 MB exactly: not under 2 MB. */
  large: () => ({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024 - PNG_1PX.length)]) }),
};
