/** Country, province and city selectors. */
export const region = {
  zh: {
    country: '国家/地区',
    province: '省份',
    city: '城市',
    countryPlaceholder: '请选择国家/地区',
    provincePlaceholder: '请选择省份',
    cityPlaceholder: '请选择城市',
    popular: '常用',
    all: '全部',
    noMatch: '无匹配结果',
  },
  en: {
    country: 'Country/region',
    province: 'Province',
    city: 'City',
    countryPlaceholder: 'Choose a country or region',
    provincePlaceholder: 'Choose a province',
    cityPlaceholder: 'Choose a city',
    popular: 'Popular',
    all: 'All',
    noMatch: 'No match',
  },
};
