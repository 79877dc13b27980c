/** News and informative pages: the home page's latest news and the footer's page links. */
export { LatestNews } from './components/latest-news';
export { InformativeLinks } from './components/informative-links';
