/** The cooperation form (行家入驻 / 合作): kind 1 expert, 2 organisation (contract x-decision). */
export interface CooperationDraft {
  name: string;
  company: string;
  phone: string;
  email: string;
  type: 1 | 2;
  desc: string;
}

export type CooperationField = 'name' | 'company' | 'phone' | 'email';

/** The required fields, in the form's order, with the spec's messages. */
export const cooperationMessages: Record<CooperationField, string> = {
  name: '填写姓名',
  company: '填写任职企业',
  phone: '填写手机号码',
  email: '填写联系邮箱',
};

export const emptyCooperation: CooperationDraft = { name: '', company: '', phone: '', email: '', type: 1, desc: '' };

/** Every required field left blank, with its message. */
export function validateCooperation(draft: CooperationDraft): Partial<Record<CooperationField, string>> {
  const errors: Partial<Record<CooperationField, string>> = {};
  for (const field of Object.keys(cooperationMessages) as CooperationField[]) {
    if (draft[field].trim() === '') errors[field] = cooperationMessages[field];
  }
  return errors;
}
