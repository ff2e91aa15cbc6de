/** Issue 27, AR-08: the page the Mail button's form opens without script (mailPage.tsx). */
export const MAIL_PAGE_PATH = '/mail';
