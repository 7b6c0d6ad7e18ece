// The site's code block: the theme's, loaded when code is first needed (src/components/LazyCodeBlock).
export {default} from '@site/src/components/LazyCodeBlock';
