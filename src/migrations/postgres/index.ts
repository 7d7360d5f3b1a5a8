import * as migration_20261122_012749_initial from './20261122_012749_initial';
import * as migration_20261122_035144_site_chrome from './20261122_035144_site_chrome';
import * as migration_20261122_071913_content_blocks_and_stories from './20261122_071913_content_blocks_and_stories';
import * as migration_20261122_092508_redirects from './20261122_092508_redirects';
import * as migration_20261122_120652_stock from './20261122_120652_stock';
import * as migration_20261122_153247_leads_and_forms from './20261122_153247_leads_and_forms';
import * as migration_20261122_210000_stock_versions from './20261122_210000_stock_versions';
import * as migration_20261122_220000_redirect_versions from './20261122_220000_redirect_versions';
import * as migration_20261127_224519_issue8_site_selector from './20261127_224519_issue8_site_selector';
import * as migration_20261128_002435_car_list_blocks_optional_newsletter from './20261128_002435_car_list_blocks_optional_newsletter';
import * as migration_20261128_003237_site_finance from './20261128_003237_site_finance';
import * as migration_20261128_015426_dealer_site_lists_and_service_booking from './20261128_015426_dealer_site_lists_and_service_booking';
import * as migration_20261128_045119_tire_hotel from './20261128_045119_tire_hotel';
import * as migration_20261128_051711_tire_hotel_block from './20261128_051711_tire_hotel_block';
import * as migration_20261202_011326_email_outbox_cms_account from './20261202_011326_email_outbox_cms_account';
import * as migration_20261202_040940_issue_41_42_cms_and_booking from './20261202_040940_issue_41_42_cms_and_booking';
import * as migration_20261202_043937_price_insight_site_settings from './20261202_043937_price_insight_site_settings';
import * as migration_20261202_060502_saved_searches_and_alerts from './20261202_060502_saved_searches_and_alerts';

export const migrations = [
  {
    up: migration_20261122_012749_initial.up,
    down: migration_20261122_012749_initial.down,
    name: '20261122_012749_initial',
  },
  {
    up: migration_20261122_035144_site_chrome.up,
    down: migration_20261122_035144_site_chrome.down,
    name: '20261122_035144_site_chrome',
  },
  {
    up: migration_20261122_071913_content_blocks_and_stories.up,
    down: migration_20261122_071913_content_blocks_and_stories.down,
    name: '20261122_071913_content_blocks_and_stories',
  },
  {
    up: migration_20261122_092508_redirects.up,
    down: migration_20261122_092508_redirects.down,
    name: '20261122_092508_redirects',
  },
  {
    up: migration_20261122_120652_stock.up,
    down: migration_20261122_120652_stock.down,
    name: '20261122_120652_stock',
  },
  {
    up: migration_20261122_153247_leads_and_forms.up,
    down: migration_20261122_153247_leads_and_forms.down,
    name: '20261122_153247_leads_and_forms',
  },
  {
    up: migration_20261122_210000_stock_versions.up,
    down: migration_20261122_210000_stock_versions.down,
    name: '20261122_210000_stock_versions',
  },
  {
    up: migration_20261122_220000_redirect_versions.up,
    down: migration_20261122_220000_redirect_versions.down,
    name: '20261122_220000_redirect_versions',
  },
  {
    up: migration_20261127_224519_issue8_site_selector.up,
    down: migration_20261127_224519_issue8_site_selector.down,
    name: '20261127_224519_issue8_site_selector',
  },
  {
    up: migration_20261128_002435_car_list_blocks_optional_newsletter.up,
    down: migration_20261128_002435_car_list_blocks_optional_newsletter.down,
    name: '20261128_002435_car_list_blocks_optional_newsletter',
  },
  {
    up: migration_20261128_003237_site_finance.up,
    down: migration_20261128_003237_site_finance.down,
    name: '20261128_003237_site_finance',
  },
  {
    up: migration_20261128_015426_dealer_site_lists_and_service_booking.up,
    down: migration_20261128_015426_dealer_site_lists_and_service_booking.down,
    name: '20261128_015426_dealer_site_lists_and_service_booking',
  },
  {
    up: migration_20261128_045119_tire_hotel.up,
    down: migration_20261128_045119_tire_hotel.down,
    name: '20261128_045119_tire_hotel',
  },
  {
    up: migration_20261128_051711_tire_hotel_block.up,
    down: migration_20261128_051711_tire_hotel_block.down,
    name: '20261128_051711_tire_hotel_block',
  },
  {
    up: migration_20261202_011326_email_outbox_cms_account.up,
    down: migration_20261202_011326_email_outbox_cms_account.down,
    name: '20261202_011326_email_outbox_cms_account',
  },
  {
    up: migration_20261202_040940_issue_41_42_cms_and_booking.up,
    down: migration_20261202_040940_issue_41_42_cms_and_booking.down,
    name: '20261202_040940_issue_41_42_cms_and_booking',
  },
  {
    up: migration_20261202_043937_price_insight_site_settings.up,
    down: migration_20261202_043937_price_insight_site_settings.down,
    name: '20261202_043937_price_insight_site_settings',
  },
  {
    up: migration_20261202_060502_saved_searches_and_alerts.up,
    down: migration_20261202_060502_saved_searches_and_alerts.down,
    name: '20261202_060502_saved_searches_and_alerts'
  },
];
