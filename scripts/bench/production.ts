// Imported first by run.ts: the bench measures the site as production runs it, on React's
// production build. React picks its build from NODE_ENV when first loaded, so this runs before
// any module that loads React, and the site processes the bench starts inherit it.
process.env.NODE_ENV = 'production';
