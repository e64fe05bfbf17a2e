// The CommonJS builds load in Node and export what the types say.
const assert = require('node:assert');
const sdk = require('@hangjia/sdk');
const react = require('@hangjia/sdk/react');
const { uploadImage } = require('@hangjia/sdk/operations');
const ui = require('@hangjia/ui');
const pager = require('@hangjia/ui/pager');
const mock = require('@hangjia/mock');
const mockMsw = require('@hangjia/mock/msw');
assert.equal(typeof sdk.createPortalClient, 'function');
assert.equal(typeof sdk.createPortalClient().portal.getDiscern, 'function');
assert.deepEqual(sdk.loginInput({ account: '13800138000', code: '1234', mode: 'phone' }), { phone: '13800138000', code: '1234', type: 1 });
assert.equal(typeof react.useListQuestions, 'function');
assert.equal(typeof ui.PagerRoot, 'object');
assert.equal(pager.Root, ui.PagerRoot);
// one name a part across widgets; the former names are the same parts until the next minor
const loginDialog = require('@hangjia/ui/login-dialog');
assert.equal(loginDialog.ErrorMessage, ui.LoginDialogErrorMessage);
assert.equal(loginDialog.Error, loginDialog.ErrorMessage);
assert.equal(require('@hangjia/ui/carousel').Previous, ui.CarouselPrevious);
// the picture's rule is the upload API's, from the SDK's operation table; the words are the site's
// (without them, the package's own, which name no type)
const gif = { type: 'image/gif', size: 1 };
const messages = { 'invalid-type': '上传图片只能是 JPG/PNG 格式!', 'too-large': '上传图片大小不能超过 2m!' };
assert.equal(ui.validateImage(gif, uploadImage.files.image, messages)[0].message, '上传图片只能是 JPG/PNG 格式!');
assert.equal(ui.validateImage(gif, uploadImage.files.image)[0].message, '图片格式不支持');
// the sample world answers a request of the contract on the Fetch API, and makes MSW handlers
assert.equal(mock.QA_CODE, '1234');
assert.ok(mockMsw.createMockApi({ baseUrl: 'http://api.test' }).handlers.length > 80);
mock
  .createMock({ baseUrl: 'http://api.test' })
  .handle(new Request('http://api.test/openapi/v1/vue/discerns', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pagesize":45,"pageindex":3}' }))
  .then((answer) => answer.json())
  .then((page) => {
    assert.equal(page.json.list.length, 30);
    console.log('require(): @hangjia/sdk, @hangjia/sdk/react, @hangjia/sdk/operations, @hangjia/ui, @hangjia/ui/pager, @hangjia/ui/login-dialog, @hangjia/ui/carousel, @hangjia/mock, @hangjia/mock/msw load as CommonJS');
  });
