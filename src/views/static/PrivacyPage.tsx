import { privacy, privacyIntro } from '../../content/legal';
import { StaticArticle } from './StaticArticle';

export default function PrivacyPage() {
  return <StaticArticle title="Privacy Policy" intro={privacyIntro} sections={privacy} />;
}
