import type { UiStrings } from './en';

/** Every UI string of the theme in Simplified Chinese; the type makes a missing key a type error. */
export const zh: UiStrings = {
  outlineTitle: '本页目录',
  lastUpdatedText: '最后更新',
  searchPlaceholderText: '搜索文档',
  sourceCodeText: '源码',
  notFoundCode: '404',
  notFoundText: '页面未找到',
  takeMeHomeText: '返回首页',
  notFoundHint: '你访问的页面不存在，或者已经移动到了别处。',
  prevPageText: '上一页',
  nextPageText: '下一页',
  editLinkText: '在 GitHub 上编辑此页',
  scrollToTopText: '回到顶部',
  languagesText: '语言',
  versionsText: '版本',
  themeText: '主题',
  menuTitle: '菜单',
  searchNoResultsText: '没有找到与“{query}”相关的结果',
  searchSuggestedQueryText: '请换一个关键词再试',
  searchPanelCancelText: '取消',
  searchButtonLabel: '搜索',
  codeButtonGroupCopyButtonText: '复制代码',
  codeCopiedText: '已复制',
  codeButtonGroupWrapButtonText: '切换自动换行',
  // 交互式讲解组件（components/explainers）
  explainerLoading: '正在加载交互示例…',
  sveLabel: '共享版本讲解',
  hleLabel: '运行时钩子生命周期讲解',
};
