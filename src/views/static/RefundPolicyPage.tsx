import { refundPolicy, refundPolicyIntro } from '../../content/refundPolicy';
import { StaticArticle } from './StaticArticle';

export default function RefundPolicyPage() {
  return <StaticArticle title="Cancellation and Refund Policy" intro={refundPolicyIntro} sections={refundPolicy} />;
}
