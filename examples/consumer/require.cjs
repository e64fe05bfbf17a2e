// The CommonJS builds load in Node and export what the types say.
const assert = require('node:assert');
const sdk = require('@hangjia/sdk');
const react = require('@hangjia/sdk/react');
const { uploadImage } = require('@hangjia/sdk/operations');
const ui = require('@hangjia/ui');
const pager = require('@hangjia/ui/pager');
assert.equal(typeof sdk.createPortalClient, 'function');
assert.equal(typeof sdk.createPortalClient().portal.getDiscern, 'function');
assert.deepEqual(sdk.loginInput({ account: '13800138000', code: '1234', mode: 'phone' }), { phone: '13800138000', code: '1234', type: 1 });
assert.equal(typeof react.useListQuestions, 'function');
assert.equal(typeof ui.PagerRoot, 'object');
assert.equal(pager.Root, ui.PagerRoot);
// the picture's rule is the upload API's, from the SDK's operation table
assert.equal(ui.validateImage({ type: 'image/gif', size: 1 }, uploadImage.files.image)[0].message, '上传图片只能是 JPG/PNG 格式!');
console.log('require(): @hangjia/sdk, @hangjia/sdk/react, @hangjia/sdk/operations, @hangjia/ui, @hangjia/ui/pager load as CommonJS');
