import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLayout } from '../views/layout/PageLayout';
import { PageSpinner } from '../views/layout/PageSpinner';
import { DetailRoute } from '../views/detail/DetailRoute';
import { HomePage } from '../views/home/HomePage';
import { NotFoundPage } from '../views/static/NotFoundPage';
import { paths } from './paths';

const AboutPage = lazy(() => import('../views/static/AboutPage'));
const ContactPage = lazy(() => import('../views/static/ContactPage'));
const TermsPage = lazy(() => import('../views/static/TermsPage'));
const PrivacyPage = lazy(() => import('../views/static/PrivacyPage'));
const RefundPolicyPage = lazy(() => import('../views/static/RefundPolicyPage'));
const GrievancePage = lazy(() => import('../views/static/GrievancePage'));
const AccountArea = lazy(() => import('../views/account/AccountArea'));
const ResultsPage = lazy(() => import('../views/results/ResultsPage'));
const VibesPage = lazy(() => import('../views/vibes/VibesPage'));
const ReviewBookingPage = lazy(() => import('../views/booking/ReviewBookingPage'));
const PaymentPage = lazy(() => import('../views/payment/PaymentPage'));
const CheckStatusPage = lazy(() => import('../views/payment/CheckStatusPage'));
const BookingStatusPage = lazy(() => import('../views/payment/BookingStatusPage'));
const NoDataPage = lazy(() => import('../views/static/NoDataPage'));

/** The route table: each path of `paths` that has a page, inside the shared header and footer. */
export function AppRoutes() {
  return (
    <PageLayout>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          <Route path={paths.about} component={AboutPage} />
          <Route path={paths.contactUs} component={ContactPage} />
          <Route path={paths.termsConditions} component={TermsPage} />
          <Route path={paths.privacyPolicy} component={PrivacyPage} />
          <Route path={paths.cancellationRefundPolicy} component={RefundPolicyPage} />
          <Route path={paths.grievanceRedressal} component={GrievancePage} />
          <Route path={paths.searchDetail} component={DetailRoute} />
          <Route path={paths.searchResult} component={ResultsPage} />
          <Route path={paths.vibes} component={VibesPage} />
          <Route path={paths.reviewBooking} component={ReviewBookingPage} />
          <Route path={paths.reviewBookingIncomplete} component={ReviewBookingPage} />
          <Route path={paths.payment} component={PaymentPage} />
          <Route path={paths.checkStatus} component={CheckStatusPage} />
          <Route path={paths.bookingStatus} component={BookingStatusPage} />
          <Route path={paths.noData} component={NoDataPage} />
          {/* The account area opens on the upcoming bookings. */}
          <Route path={paths.user}>
            <Redirect to={paths.userUpcoming} replace />
          </Route>
          <Route path={`${paths.user}/*`} component={AccountArea} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageLayout>
  );
}
