// The question form's rules, shared by the entry (ask-question.tsx) and the dialog loaded on intent.

export interface QuestionDraft {
  title: string;
  text: string;
  hidden: boolean;
  files: File[];
}

/** The one rule of the question form: a title ('输入提问标题'); 2 to 50 characters is a hint only. */
export function validateQuestion(draft: Pick<QuestionDraft, 'title'>): string | null {
  return draft.title.trim() === '' ? '输入提问标题' : null;
}
