/** What the contact form says in each locale (the browser tests assert these exact texts). */
export const texts = {
  ja: {
    name: 'お名前',
    email: 'メールアドレス',
    subject: 'お問い合わせの種類',
    message: 'メッセージ',
    send: '送信する',
    sending: '送信中…',
    messageRequired: 'メッセージを入力してください',
    success: 'お問い合わせありがとうございます',
    failure: 'お問い合わせを送信できませんでした。時間をおいてもう一度お試しください。',
    initFailed: 'Supabaseを初期化できませんでした',
  },
  en: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    sending: 'Sending...',
    messageRequired: 'Message is required',
    success: 'Thank you for your inquiry',
    failure: 'Failed to submit your inquiry. Please try again later.',
    initFailed: 'Failed to initialize Supabase',
  },
} as const;
