import { describe, expect, test } from 'vitest';
import { emptyCooperation, validateCooperation } from './cooperation-form';

describe('the cooperation form', () => {
  test('every required field left blank has its message', () => {
    expect(validateCooperation({ ...emptyCooperation, name: ' ' })).toEqual({
      name: '填写姓名',
      company: '填写任职企业',
      phone: '填写手机号码',
      email: '填写联系邮箱',
    });
  });

  test.each([
    ['name', '填写姓名'],
    ['company', '填写任职企业'],
    ['phone', '填写手机号码'],
    ['email', '填写联系邮箱'],
  ] as const)('only %s missing gives only %s', (field, message) => {
    const full = { ...emptyCooperation, name: '王晨', company: '晶显光电', phone: '13900139000', email: 'w@example.com' };
    expect(validateCooperation({ ...full, [field]: '' })).toEqual({ [field]: message });
    expect(validateCooperation(full)).toEqual({});
  });
});
