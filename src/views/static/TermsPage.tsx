import { terms, termsIntro } from '../../content/legal';
import { StaticArticle } from './StaticArticle';

export default function TermsPage() {
  return <StaticArticle title="Terms and Conditions" intro={termsIntro} sections={terms} />;
}
